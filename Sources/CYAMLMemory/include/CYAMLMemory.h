#ifndef CARDSPEC_CYAML_MEMORY_H
#define CARDSPEC_CYAML_MEMORY_H
// libyaml's allocator, provided by cardspec (yaml_memory.c). libyaml (Debian's
// libyaml-dev) allocates and frees every scalar, tag, token and stack through four
// functions it exports and calls through its procedure linkage table: `yaml_malloc`,
// `yaml_realloc`, `yaml_strdup` and `yaml_free` (declared by CYAML's shim). Defined in
// the executable, they take the place of libyaml's own for the whole process, as a
// program's `malloc` takes the place of the C library's. Their blocks come from a cache
// per thread, without locks or glibc's bookkeeping: most are a few dozen bytes, made and
// freed within one scalar.
#include <stddef.h>

void *yaml_malloc(size_t size);
void *yaml_realloc(void *pointer, size_t size);
unsigned char *yaml_strdup(const unsigned char *text);

/// How many blocks the calling thread's cache has handed out.
size_t cardspec_yaml_blocks_served(void);

/// Whether the cache is in use: not where libyaml's calls do not come to these functions
/// (a libyaml linked with -Bsymbolic; macOS, whose two-level namespace keeps a library's
/// calls to itself), which then forward to libyaml's own, nor in a build with the address
/// sanitizer, which leaves libyaml to `malloc` so that it checks libyaml's memory too.
int cardspec_yaml_cache_in_use(void);
#endif
