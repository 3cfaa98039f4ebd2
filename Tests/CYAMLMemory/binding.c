// Whether cardspec's libyaml allocator (Sources/CYAMLMemory) is used exactly where
// libyaml's own calls come to it, and otherwise forwards to libyaml's own functions, so
// that a block is always freed by the allocator that made it. scripts/test builds this
// twice: against the system's libyaml, whose calls come to it (expected: 1), and against
// a copy linked with -Bsymbolic, whose calls stay inside it (expected: 0), as a libyaml
// built that way, or macOS's, would be.
//
//   binding EXPECTED_CACHE_IN_USE
//
// It parses a document and frees each scalar's value with `yaml_free` directly, as
// CardSpecSyntax does; exit status 0 when the cache is or is not in use as expected and
// the blocks it served match that.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>
#include "CYAMLMemory.h"

void yaml_free(void *pointer);

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    int expected = atoi(argv[1]);
    const char *document = "a: [1, two, \"three\"]\nb: {c: &d e, f: *d}\n"
                           "long: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n";
    size_t before = cardspec_yaml_blocks_served();
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return 3;
    yaml_parser_set_input_string(&parser, (const unsigned char *)document, strlen(document));
    int scalars = 0;
    for (int done = 0; !done;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) return 4;
        done = event.type == YAML_STREAM_END_EVENT;
        if (event.type == YAML_SCALAR_EVENT) {
            scalars++;
            yaml_free(event.data.scalar.value);
            yaml_free(event.data.scalar.tag);
            yaml_free(event.data.scalar.anchor);
        } else {
            yaml_event_delete(&event);
        }
    }
    yaml_parser_delete(&parser);
    int inUse = cardspec_yaml_cache_in_use();
    size_t served = cardspec_yaml_blocks_served() - before;
    printf("cache in use: %d (expected %d), blocks served: %zu, scalars: %d\n", inUse, expected, served, scalars);
    if (scalars != 10) return 5;
    return inUse == expected && (served > 0) == (expected != 0) ? 0 : 1;
}
