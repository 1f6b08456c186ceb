# a11ydocs: `make build` renders Content/ into Output/, `make test` runs the whole suite.
SWIFT ?= swift
CONTENT ?= Content
TEMPLATES ?= Templates
OUTPUT ?= Output
BASE_URL ?= /

.PHONY: build test lint format deps release dist check-dist clean bench check-site fuzz kill-test embed install

build: deps release
	.build/release/a11ydocs build --content "$(CONTENT)" --templates "$(TEMPLATES)" --output "$(OUTPUT)" --base-url "$(BASE_URL)"

# On Linux the release binary needs nothing but libc: the Swift runtime and Foundation, cmark-gfm and
# mimalloc are linked into it (scripts/static-libs prepares the last two in .build-static). It runs
# on machines without Swift or any library installed, and calls into the runtime (every retain and
# release) skip the shared-library stubs, which makes a build about 7% faster.
STATIC_LIBS = .build-static
LINUX = $(filter Linux,$(shell uname -s))
RELEASE_FLAGS ?= $(if $(LINUX),--static-swift-stdlib -Xlinker -L$(CURDIR)/$(STATIC_LIBS)/lib -Xlinker $(CURDIR)/$(STATIC_LIBS)/mimalloc.o)
release: deps
ifneq ($(LINUX),)
	@# Where the static libraries cannot be had (no apt, no network), cmark-gfm and mimalloc stay shared.
	@# SwiftPM does not see the static libraries change: a binary older than them is linked again.
	@if scripts/static-libs $(STATIC_LIBS); then \
	  if [ -n "$$(find $(STATIC_LIBS)/lib $(STATIC_LIBS)/mimalloc.o -newer .build/release/a11ydocs 2>/dev/null)" ]; then \
	    rm -f .build/release/a11ydocs; \
	  fi; \
	  echo "PKG_CONFIG_PATH=$(STATIC_LIBS)/pkgconfig $(SWIFT) build -c release --product a11ydocs $(RELEASE_FLAGS)"; \
	  PKG_CONFIG_PATH=$(CURDIR)/$(STATIC_LIBS)/pkgconfig $(SWIFT) build -c release --product a11ydocs $(RELEASE_FLAGS); \
	else \
	  echo "warning: building with cmark-gfm and mimalloc as shared libraries: the binary needs them installed" >&2; \
	  $(SWIFT) build -c release --product a11ydocs --static-swift-stdlib; \
	fi
else
	$(SWIFT) build -c release --product a11ydocs
endif

# dist/a11ydocs-<version>-linux-<arch>.tar.gz: the stripped binary, README, docs, licences and
# checksums; `make check-dist` runs it where nothing but libc is installed.
dist: release
	scripts/dist

# The archive where nothing but libc is installed (init, build, check, serve), then the CI files
# `init` writes, run as written against it.
check-dist: dist
	@python3 -c "import yaml" 2>/dev/null || python3 -m pip install --quiet pyyaml
	archive=dist/a11ydocs-$$(.build/release/a11ydocs --version)-linux-$$(uname -m).tar.gz; \
	python3 scripts/check-dist.py "$$archive" && python3 scripts/check-init-workflows.py .build/release/a11ydocs "$$archive"

# Installs the release binary as $(PREFIX)/bin/a11ydocs. It carries its theme and `init` files,
# so the binary alone is the tool.
PREFIX ?= /usr/local
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 .build/release/a11ydocs "$(DESTDIR)$(PREFIX)/bin/a11ydocs"

# The default theme (Templates/) and what `init` writes, as Swift source compiled into the binary.
# A test fails when they differ from their folders.
embed:
	scripts/embed-files Templates Sources/A11yDocsRendering/DefaultThemeFiles.generated.swift DefaultThemeFiles "the default theme" package
	scripts/embed-files Sources/A11yDocs/Authoring/Starter Sources/A11yDocs/Authoring/StarterFiles.generated.swift StarterFiles "what a11ydocs init writes"

test: deps
	$(SWIFT) test

# The toolchain's formatter with the repository's .swift-format (lines up to 120 characters, 4
# spaces), and no line over 120: CI runs it. `make format` rewrites the files the same way.
lint:
	SWIFT=$(SWIFT) scripts/lint

format:
	SWIFT=$(SWIFT) scripts/lint --fix

# The C libraries a11ydocs links (cmark-gfm; mimalloc on Linux): installed when missing.
deps:
	@scripts/ensure-libraries

# Builds this library's site and checks it: exports with the official Gherkin parser and JSON
# Schema, the test-case CSVs read back with Python's csv against entries.json, `a11ydocs mcp`
# with the official MCP Python client against the built site, pages in headless Chromium (reflow at 320 px and 200% text, tabs by keyboard, builder),
# and the builder again built with --links files and opened from disk (file://), where it must load each pattern's script.
# Then the hostile fixture's exports with the same parsers and the MCP server on it, its pages in Chromium
# with every payload provoked (nothing may run), the preview's open descriptors
# over 2,000 page views with live reload, and a newcomer's library: the binary alone runs `init`
# and `build` in an empty folder, and the site is checked served from /a11y/. Last, search, the
# "On this page" list, previous and next, the scheme switch and the index filter by keyboard (with
# search timings), every page of this site with the Nu HTML checker (errors and warnings fail) and
# with axe-core at 1280 and 320 px, light and dark (any violation fails), with screenshots in
# .build/screenshots, and entry pages with print media (tables and every panel kept, controls
# dropped); then a MagentaA11y 2.x library of the real size, imported and compared with its source
# page by page, its repaired copy with the Nu checker, and a small repaired import with
# axe-core and in Chromium (guides, videos, the captions choice kept across pages); then a
# 1,000-entry library with invented test records the same way: keyboard and search timings, every
# page with the Nu checker, 50 of them with axe-core (the coverage page's support matrix among them).
MAGENTA = Tests/a11ydocsTests/Fixtures/MagentaA11y
check-site: deps
	@scripts/ensure-check-tools
	$(SWIFT) build --product a11ydocs
	rm -rf .build/site-check
	.build/debug/a11ydocs build --content "$(CONTENT)" --templates "$(TEMPLATES)" --output .build/site-check/Output
	python3 scripts/check-exports.py .build/site-check/Output
	python3 scripts/check-test-cases.py .build/site-check/Output
	python3 scripts/check-mcp.py --binary .build/debug/a11ydocs --content "$(CONTENT)" .build/site-check/Output
	python3 scripts/check-browser.py .build/site-check/Output
	rm -rf .build/site-check-files
	.build/debug/a11ydocs build --content "$(CONTENT)" --templates "$(TEMPLATES)" --links files --output .build/site-check-files/Output
	python3 scripts/check-browser.py --from-disk .build/site-check-files/Output
	rm -rf .build/hostile-check
	.build/debug/a11ydocs build --content Tests/a11ydocsTests/Fixtures/Hostile --templates "$(TEMPLATES)" --output .build/hostile-check/Output
	python3 scripts/check-exports.py .build/hostile-check/Output
	python3 scripts/check-test-cases.py .build/hostile-check/Output
	python3 scripts/check-mcp.py --binary .build/debug/a11ydocs --content Tests/a11ydocsTests/Fixtures/Hostile .build/hostile-check/Output
	python3 scripts/check-payloads.py .build/hostile-check/Output
	python3 scripts/check-serve-fds.py --binary .build/debug/a11ydocs
	scripts/check-newcomer .build/debug/a11ydocs
	python3 scripts/check-navigation.py .build/site-check/Output
	python3 scripts/check-html.py .build/site-check/Output
	rm -rf .build/screenshots
	python3 scripts/check-a11y.py .build/site-check/Output --screenshots .build/screenshots
	python3 scripts/check-print.py .build/site-check/Output
	@# MagentaA11y 2.x at the real library's size, made from the fixture: imported, checked and built,
	@# every bullet, code line, paragraph and video found on its page, each planted media defect
	@# reported (and none once repaired); then Nu, axe and the browser on a repaired import.
	rm -rf .build/magenta-check
	python3 scripts/scale-magentaa11y.py $(MAGENTA) .build/magenta-check/scaled
	python3 scripts/check-magentaa11y-import.py --binary .build/debug/a11ydocs .build/magenta-check/scaled .build/magenta-check/scaled-library
	python3 scripts/scale-magentaa11y.py $(MAGENTA) .build/magenta-check/repaired --clean
	python3 scripts/check-magentaa11y-import.py --binary .build/debug/a11ydocs --clean .build/magenta-check/repaired .build/magenta-check/repaired-library
	python3 scripts/check-html.py .build/magenta-check/repaired-library/Output
	python3 scripts/scale-magentaa11y.py $(MAGENTA) .build/magenta-check/small --native 4 --web 5 --guides 2 --videos 6 --clean
	python3 scripts/check-magentaa11y-import.py --binary .build/debug/a11ydocs --clean .build/magenta-check/small .build/magenta-check/small-library
	python3 scripts/check-a11y.py .build/magenta-check/small-library/Output
	python3 scripts/check-browser.py .build/magenta-check/small-library/Output
	rm -rf .build/library-check
	python3 scripts/make_corpus.py --records 1000 .build/library-check/Content
	@# The copies' relative links no longer match their renamed files: those warnings go to a file.
	.build/debug/a11ydocs build --content .build/library-check/Content --templates "$(TEMPLATES)" --output .build/library-check/Output 2> .build/library-check/warnings.txt \
		|| { cat .build/library-check/warnings.txt; exit 1; }
	python3 scripts/check-test-cases.py .build/library-check/Output
	python3 scripts/check-navigation.py .build/library-check/Output
	python3 scripts/check-html.py .build/library-check/Output
	python3 scripts/check-a11y.py .build/library-check/Output --sample 50
	python3 scripts/check-acr.py --binary .build/debug/a11ydocs .build/library-check/Content

# a11ydocs beside Hugo and the cmark-gfm floor at 100, 1,000 and 10,000 entries, code-heavy and
# prose-heavy (installs hugo and cmark-gfm if missing): one table with ratios, check and a
# one-entry serve edit; BENCH_BASE=path adds another binary's CPU ratio. Then what a reader's phone
# loads and how soon search answers.
bench: deps release
	python3 scripts/bench.py --no-build $(BENCH_SIZES)
	scripts/ensure-check-tools
	python3 scripts/bench-readers.py --prose
	python3 scripts/bench-readers.py

# Kills release builds of a 1,000-entry library at random moments and at each step of the output
# swap; every kill must leave a complete site at Output/ and nothing beside it after the next build.
kill-test: deps
	scripts/kill-test

clean:
	rm -rf .build $(STATIC_LIBS) dist "$(OUTPUT)"

# Fuzzes the entry loaders with libFuzzer for FUZZ_SECONDS (10 minutes by default), starting from
# Fuzz/seeds; new inputs go to .build-fuzz/corpus, a crashing input to .build-fuzz/. SwiftPM's own
# link step points `main` at the target, but libFuzzer brings `main`: the objects are linked again
# without that alias.
FUZZ_SECONDS ?= 600
FUZZ_FLAGS = -sanitize=fuzzer,address
fuzz: deps
	-A11YDOCS_FUZZ=1 $(SWIFT) build --product FuzzLoaders --scratch-path .build-fuzz -Xswiftc $(FUZZ_FLAGS) -Xswiftc -parse-as-library 2>&1 | grep -v "FuzzLoaders_main\|link command failed\|linker command failed"
	swiftc $$(pkg-config --libs libcmark-gfm) -emit-executable -g $(FUZZ_FLAGS) -o .build-fuzz/FuzzLoaders \
		@$$(A11YDOCS_FUZZ=1 $(SWIFT) build --scratch-path .build-fuzz --show-bin-path)/FuzzLoaders.product/Objects.LinkFileList
	mkdir -p .build-fuzz/corpus
	LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp .build-fuzz/FuzzLoaders .build-fuzz/corpus Fuzz/seeds -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -rss_limit_mb=4096 -timeout=10 -artifact_prefix=.build-fuzz/ -print_final_stats=1
