# a11ydocs: `make build` renders Content/ into Output/, `make test` runs the whole suite.
SWIFT ?= swift
CONTENT ?= Content
TEMPLATES ?= Templates
OUTPUT ?= Output
BASE_URL ?= /

.PHONY: build test deps release clean bench check-site

build: deps release
	.build/release/a11ydocs build --content "$(CONTENT)" --templates "$(TEMPLATES)" --output "$(OUTPUT)" --base-url "$(BASE_URL)"

release: deps
	$(SWIFT) build -c release --product a11ydocs

test: deps
	$(SWIFT) test

# libcmark is the one system library a11ydocs links: install it when pkg-config cannot find it.
deps:
	@scripts/ensure-cmark

# Builds this library's site and checks it: exports with the official Gherkin parser and JSON
# Schema, pages in headless Chromium (reflow at 320 px and 200% text, tabs by keyboard, builder).
check-site: deps
	@scripts/ensure-check-tools
	$(SWIFT) build --product a11ydocs
	rm -rf .build/site-check
	.build/debug/a11ydocs build --content "$(CONTENT)" --templates "$(TEMPLATES)" --output .build/site-check/Output
	python3 scripts/check-exports.py .build/site-check/Output
	python3 scripts/check-browser.py .build/site-check/Output

bench: deps release
	scripts/bench

clean:
	rm -rf .build "$(OUTPUT)"
