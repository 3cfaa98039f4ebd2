/*
 * The floor of the cardspec benchmark: libyaml's bare event loop, and nothing else.
 *
 *     yaml-floor PATH...
 *
 * Reads every *.yaml, *.yml and *.json file under each PATH (or PATH itself when it is
 * a file) into memory, as cardspec does, and runs yaml_parser_parse over it until the
 * end of the stream, deleting each event. No tree, no strings kept. Prints the number of
 * files, bytes and events; exits 1 if libyaml reports an error in any file.
 *
 * Built by benchmarks/run with `cc -O2 yaml-floor.c -lyaml`.
 */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

static unsigned long long files, bytes, events;
static int failures;
static unsigned char *buffer;
static size_t capacity;

static int has_suffix(const char *path, const char *suffix) {
    size_t length = strlen(path), suffix_length = strlen(suffix);
    return length >= suffix_length && strcmp(path + length - suffix_length, suffix) == 0;
}

static void parse_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        failures++;
        return;
    }
    size_t size = 0, got;
    for (;;) {
        if (size == capacity) {
            capacity = capacity ? capacity * 2 : 1 << 16;
            buffer = realloc(buffer, capacity);
            if (!buffer) abort();
        }
        got = fread(buffer + size, 1, capacity - size, file);
        if (got == 0) break;
        size += got;
    }
    fclose(file);

    yaml_parser_t parser;
    yaml_event_t event;
    if (!yaml_parser_initialize(&parser)) abort();
    yaml_parser_set_input_string(&parser, buffer, size);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", path, parser.problem ? parser.problem : "error");
            failures++;
            break;
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    files++;
    bytes += size;
}

static int visit(const char *path, const struct stat *info, int kind, struct FTW *ftw) {
    (void)info;
    (void)ftw;
    if (kind == FTW_F && (has_suffix(path, ".yaml") || has_suffix(path, ".yml") || has_suffix(path, ".json")))
        parse_file(path);
    return 0;
}

int main(int argc, char **argv) {
    for (int index = 1; index < argc; index++) {
        struct stat info;
        if (stat(argv[index], &info) != 0) {
            perror(argv[index]);
            return 2;
        }
        if (S_ISDIR(info.st_mode))
            nftw(argv[index], visit, 32, FTW_PHYS);
        else
            parse_file(argv[index]);
    }
    printf("%llu files, %llu bytes, %llu events\n", files, bytes, events);
    free(buffer);
    return failures ? 1 : 0;
}
