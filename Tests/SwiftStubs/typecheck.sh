#!/usr/bin/env bash
# Type-checks Swift files against the stub modules that build.sh put in OUTDIR. The
# files are checked together, as one app module, and must import what they use (UIKit,
# CardParts, RxSwift, RxCocoa, ...) exactly as on iOS: nothing is imported for them.
#
#   Tests/SwiftStubs/typecheck.sh OUTDIR FILE.swift...
#
# Exit status is swiftc's: 0 when the files type-check. STUBS_SWIFT_VERSION picks the
# language mode (default 5, like CardParts' podspec); SWIFTC overrides the compiler.
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 OUTDIR FILE.swift..." >&2
    exit 2
fi

out=$1
shift
if [ ! -f "$out/CardParts.swiftmodule" ]; then
    echo "typecheck.sh: no stub modules in $out; run $(dirname "$0")/build.sh $out first" >&2
    exit 2
fi

swiftc=${SWIFTC:-}
if [ -z "$swiftc" ]; then
    if command -v swiftc >/dev/null 2>&1; then
        swiftc=$(command -v swiftc)
    elif command -v swift >/dev/null 2>&1 && [ -x "$(dirname "$(command -v swift)")/swiftc" ]; then
        swiftc="$(dirname "$(command -v swift)")/swiftc"
    else
        swiftc=/opt/swift/usr/bin/swiftc
    fi
fi

exec "$swiftc" -typecheck -parse-as-library -swift-version "${STUBS_SWIFT_VERSION:-5}" \
    -module-name CardSpecGenerated -I "$out" "$@"
