# a11ydocs: `make build` renders Content/ into Output/, `make test` runs the whole suite.
SWIFT ?= swift
CONTENT ?= Content
TEMPLATES ?= Templates
OUTPUT ?= Output
BASE_URL ?= /

.PHONY: build test deps release clean bench

build: deps release
	.build/release/a11ydocs build --content "$(CONTENT)" --templates "$(TEMPLATES)" --output "$(OUTPUT)" --base-url "$(BASE_URL)"

release: deps
	$(SWIFT) build -c release --product a11ydocs

test: deps
	$(SWIFT) test

# libcmark is the one system library a11ydocs links: install it when pkg-config cannot find it.
deps:
	@scripts/ensure-cmark

bench: deps release
	scripts/bench

clean:
	rm -rf .build "$(OUTPUT)"
