# a11ydocs in a container. Build the image in this repository:
#   docker build -t a11ydocs .
# then, in a pattern library's folder:
#   docker run --rm -v "$PWD:/library" -u "$(id -u):$(id -g)" a11ydocs build
#   docker run --rm -v "$PWD:/library" -p 8000:8000 a11ydocs serve --host 0.0.0.0
#
# The first stage builds the release binary with the official Swift image (Debian 12): the Swift
# runtime, cmark-gfm and mimalloc are linked in (`make release`), so the image needs nothing but
# Debian slim's C library beside it.
FROM swift:6.1-bookworm AS build
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
       make libcmark-gfm-dev libcmark-gfm-extensions-dev libmimalloc-dev libcurl4-openssl-dev pkg-config xz-utils ca-certificates \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /source
COPY . .
RUN make release && strip -o /a11ydocs .build/release/a11ydocs && /a11ydocs --version

FROM debian:bookworm-slim
COPY --from=build /a11ydocs /usr/local/bin/a11ydocs
COPY LICENSE README.md /usr/share/doc/a11ydocs/
WORKDIR /library
ENTRYPOINT ["a11ydocs"]
CMD ["build"]
