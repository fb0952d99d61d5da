#!/bin/sh
# Check the real-code corpus (manifest.yaml) with cuconform check; see run.py --help.
set -e
here=$(cd "$(dirname "$0")" && pwd)
cargo build --release -q -p cuconform-check --example check --manifest-path "$here/../../Cargo.toml"
exec python3 "$here/run.py" "$@"
