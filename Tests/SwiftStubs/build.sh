#!/usr/bin/env bash
# Builds the stub modules (Modules/<Name>/*.swift) into OUTDIR as .swiftmodule files, in
# dependency order, so that Swift written for iOS + CardParts 4.0.0 + RxSwift 6 can be
# type-checked on Linux with typecheck.sh.
#
#   Tests/SwiftStubs/build.sh OUTDIR
#
# SWIFTC overrides the compiler; otherwise swiftc from PATH, or the one beside `swift`.
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 OUTDIR" >&2
    exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
out=$1
mkdir -p "$out"
out=$(cd "$out" && pwd)

find_swiftc() {
    if [ -n "${SWIFTC:-}" ]; then echo "$SWIFTC"; return; fi
    if command -v swiftc >/dev/null 2>&1; then command -v swiftc; return; fi
    if command -v swift >/dev/null 2>&1; then
        local beside
        beside="$(dirname "$(command -v swift)")/swiftc"
        if [ -x "$beside" ]; then echo "$beside"; return; fi
    fi
    if [ -x /opt/swift/usr/bin/swiftc ]; then echo /opt/swift/usr/bin/swiftc; return; fi
    echo "build.sh: swiftc not found (set SWIFTC)" >&2
    exit 1
}
swiftc=$(find_swiftc)

# Dependency order, in levels: the modules of a level depend only on earlier levels and
# build in parallel. CoreGraphics and QuartzCore come before UIKit, which re-exports them
# (as the SDK's UIKit does); MapKit and AVKit re-export UIKit; RxRelay and RxCocoa import
# RxSwift without re-exporting it; RxCocoa re-exports RxRelay.
levels=(
    "CoreGraphics CoreLocation RxSwift"
    "QuartzCore RxRelay"
    "UIKit AVFoundation"
    "MapKit AVKit RxCocoa"
    "CardParts"
)

build() {
    local name=$1
    "$swiftc" -emit-module -parse-as-library -swift-version 5 \
        -module-name "$name" -I "$out" \
        -emit-module-path "$out/$name.swiftmodule" \
        "$here/Modules/$name"/*.swift
}

for level in "${levels[@]}"; do
    pids=()
    names=()
    for name in $level; do
        build "$name" &
        pids+=("$!")
        names+=("$name")
    done
    failed=()
    for i in "${!pids[@]}"; do
        wait "${pids[$i]}" || failed+=("${names[$i]}")
    done
    if [ ${#failed[@]} -gt 0 ]; then
        echo "build.sh: building stub module(s) ${failed[*]} failed" >&2
        exit 1
    fi
done
