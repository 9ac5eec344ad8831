#!/usr/bin/env python3
"""The layers of the crate, and a check that the code keeps to them.

A top-level module of src/ may import (`crate::NAME...`) only modules of the layers below
its own; two modules of one layer never import each other. Since every import points
down, no import cycle can run between top-level modules. Test code (`#[cfg(test)]` items
and `*tests.rs` files) is not checked: a test may drive a lower layer through a higher
one. `main.rs` and `lib.rs` only declare and start the modules.

Usage: scripts/layers.py [SRC_DIR]     (default: the src/ beside this script)
Prints each layer with what its modules import, then every import that breaks the order
and every module missing from the table below; exits 1 when there is one, else 0.
"""
import os
import re
import sys

# From the bottom. A new top-level module goes into the lowest layer that holds
# everything it imports.
LAYERS = [
    ("core", ["core"]),                      # bitboards, keys, move lists, scores, text
    ("game", ["game"]),                      # the Game trait, GameInfo
    ("rules", ["shogi", "xiangqi", "minishogi"]),
    ("catalogue", ["games"]),                # GameId, name lookups, with_game
    ("generic", ["search", "mate", "perft", "records"]),
    ("services", ["book", "engine_client"]),
    ("front ends", ["protocol", "tournament", "check", "csa"]),
    ("command line", ["app"]),
]
NOT_CHECKED = {"main", "lib"}


def layer_of():
    return {module: index for index, (_, modules) in enumerate(LAYERS) for module in modules}


def strip_test_code(text):
    """The text without `#[cfg(test)]` items (a `mod tests { ... }` block or one item)."""
    out, lines, i = [], text.split("\n"), 0
    while i < len(lines):
        if lines[i].strip().startswith("#[cfg(test)]"):
            depth, j, opened = 0, i + 1, False
            while j < len(lines):
                depth += lines[j].count("{") - lines[j].count("}")
                opened = opened or "{" in lines[j]
                if (opened and depth <= 0) or (not opened and lines[j].rstrip().endswith(";")):
                    break
                j += 1
            i = j + 1
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def strip_comments_and_strings(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r'"(?:\\.|[^"\\])*"', '""', text)


def imported_modules(text):
    """The top-level modules a file names as `crate::NAME` or in `crate::{A, B::C}`."""
    names = set(re.findall(r"\bcrate::([a-z_][a-z0-9_]*)", text))
    for group in re.findall(r"\bcrate::\{([^}]*)\}", text, re.S):
        names |= set(re.findall(r"(?:^|,)\s*([a-z_][a-z0-9_]*)", group))
    return names - {"self"}


def scan(src):
    """{module: {imported module: [files]}} over the production code of src/."""
    edges = {}
    for folder, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith(".rs") or name.endswith("tests.rs"):
                continue
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, src)
            top = relative.split(os.sep)[0]
            top = top[:-3] if top.endswith(".rs") else top
            if top in NOT_CHECKED:
                continue
            with open(path, encoding="utf-8") as f:
                text = strip_comments_and_strings(strip_test_code(f.read()))
            imports = edges.setdefault(top, {})
            for module in imported_modules(text) - {top}:
                imports.setdefault(module, []).append(relative)
    return edges


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "src")
    layers = layer_of()
    edges = scan(src)
    problems = []
    for module in sorted(edges):
        if module not in layers:
            problems.append(f"{module}: not in any layer (add it to LAYERS in scripts/layers.py)")
    for index, (title, modules) in enumerate(LAYERS):
        print(f"L{index} {title}:")
        for module in modules:
            imports = edges.get(module, {})
            print(f"  {module} -> {', '.join(sorted(imports)) or '(nothing)'}")
            for target, files in sorted(imports.items()):
                if target not in layers:
                    continue
                if layers[target] >= index:
                    where = "the same layer" if layers[target] == index else "a higher layer"
                    problems.append(
                        f"{module} (L{index}) imports {target} (L{layers[target]}, {where}) "
                        f"in {', '.join(sorted(set(files)))}"
                    )
    if problems:
        print("\nImports that break the layers:")
        for problem in problems:
            print(f"  {problem}")
        return 1
    count = sum(len(v) for v in edges.values())
    print(f"\n{len(edges)} modules, {count} imports between them, all pointing to a lower "
          "layer: no cycle between modules, no rules folder importing above game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
