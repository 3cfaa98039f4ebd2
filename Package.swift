// swift-tools-version:6.0
import PackageDescription

// The pipeline, one target per stage; data flows down this list and never back:
// CYAML -> Syntax -> Model (AST) -> Catalog -> Checks -> Generators -> CLI.
// Diagnostics is the shared vocabulary every stage reports in.
let package = Package(
    name: "cardspec",
    products: [
        .executable(name: "cardspec", targets: ["cardspec"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // The C library's heap settings (glibc's malloc.h); nothing to link.
        .systemLibrary(name: "CHeap"),
        // libyaml's allocator (yaml_malloc, yaml_free, ...), replaced by a per-thread cache.
        // Its debug information in DWARF 4, as Swift's: with link-time optimization one
        // unit in DWARF 5 made the whole binary's DWARF 5, which valgrind cannot read.
        .target(name: "CYAMLMemory", dependencies: ["CYAML"], cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .target(name: "CardSpecDiagnostics"),
        .target(name: "CardSpecSyntax", dependencies: ["CYAML", "CYAMLMemory", "CardSpecDiagnostics"]),
        .target(name: "CardSpecModel", dependencies: ["CardSpecSyntax", "CardSpecDiagnostics"]),
        .target(name: "CardSpecCatalog", dependencies: ["CardSpecModel", "CardSpecDiagnostics"]),
        .target(name: "CardSpecChecks", dependencies: ["CardSpecCatalog", "CardSpecModel", "CardSpecSyntax", "CardSpecDiagnostics"]),
        .target(name: "CardSpecGenerators", dependencies: ["CardSpecChecks", "CardSpecCatalog", "CardSpecModel"]),
        .target(name: "CardSpecCLI", dependencies: ["CHeap", "CardSpecGenerators", "CardSpecChecks", "CardSpecCatalog", "CardSpecModel", "CardSpecSyntax", "CardSpecDiagnostics"]),
        .executableTarget(name: "cardspec", dependencies: ["CardSpecCLI"]),
        // The libFuzzer target; scripts/fuzz builds it with the fuzzer (docs/robustness.md).
        .executableTarget(name: "CardSpecFuzz", dependencies: ["CardSpecCLI"]),
        .testTarget(name: "CardSpecDiagnosticsTests", dependencies: ["CardSpecDiagnostics"]),
        .testTarget(name: "CardSpecSyntaxTests", dependencies: ["CardSpecSyntax", "CYAMLMemory"]),
        .testTarget(name: "CardSpecModelTests", dependencies: ["CardSpecModel"]),
        .testTarget(name: "CardSpecCatalogTests", dependencies: ["CardSpecCatalog"]),
        .testTarget(name: "CardSpecChecksTests", dependencies: ["CardSpecChecks", "CardSpecSyntax"]),
        .testTarget(name: "CardSpecGeneratorsTests", dependencies: ["CardSpecGenerators", "CardSpecSyntax"]),
        .testTarget(name: "CardSpecCLITests", dependencies: ["CardSpecCLI", "CardSpecDiagnostics"]),
    ]
)
