// libyaml's allocator: a cache of small blocks per thread (see include/CYAMLMemory.h).
//
// libyaml's blocks are nearly all small and short-lived: each plain scalar it scans takes
// four strings of 16 bytes, grown by doubling (`yaml_string_extend`), and frees three of
// them before the next. glibc's `malloc` and `free` were 15% of `cardspec check`; with
// this cache libyaml's bare event loop runs in about 0.85 of its time
// (docs/performance.md, item 82).
//
// A block is 16 bytes of header (its size class, or LARGE) and its payload, 16-byte
// aligned. Sizes up to LARGEST_SMALL are rounded up to a power of two from 16 and taken
// from the thread's free list for that size, or cut from the thread's current slab;
// freed, they go on the freeing thread's list (any thread may free any block: the lists
// hold blocks, not memory of their own). Slabs are never returned: a thread keeps at most
// what libyaml held at once in it, a few hundred kilobytes, and keeps it when it ends
// (cardspec's workers last as long as the run). Larger blocks (libyaml's input
// buffers, a long scalar) go to `malloc` with the same header.
//
// The cache is used only where libyaml's own calls come here. Where they do not (a
// libyaml linked with -Bsymbolic, or macOS's two-level namespace, where a library's calls
// to its own functions stay inside it), libyaml allocates with its own functions while
// cardspec's direct calls (CardSpecSyntax frees a scalar's strings with `yaml_free`)
// would come here: a block of `malloc` taken for one of the cache's. So a constructor
// asks at start-up, by making and freeing a parser, and where libyaml did not come here,
// every function forwards to libyaml's own (`dlsym(RTLD_NEXT)`), and both sides agree.
#define _GNU_SOURCE
#include "CYAMLMemory.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CARDSPEC_LEAVE_LIBYAML_TO_MALLOC 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define CARDSPEC_LEAVE_LIBYAML_TO_MALLOC 1
#endif

#ifdef CARDSPEC_LEAVE_LIBYAML_TO_MALLOC

size_t cardspec_yaml_blocks_served(void) { return 0; }
int cardspec_yaml_cache_in_use(void) { return 0; }

#else

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

enum { HEADER = 16, SMALL_CLASSES = 8, LARGEST_SMALL = 16 << (SMALL_CLASSES - 1), SLAB = 64 * 1024, LARGE = 0xFF };

typedef struct Block { struct Block *next; } Block;

static _Thread_local Block *free_blocks[SMALL_CLASSES];
static _Thread_local char *slab_next;
static _Thread_local char *slab_end;
static _Thread_local size_t served;

/// libyaml's own functions, where its calls do not come here; all null where they do.
static struct {
    void *(*malloc)(size_t);
    void *(*realloc)(void *, size_t);
    unsigned char *(*strdup)(const unsigned char *);
    void (*free)(void *);
} libyamls;

size_t cardspec_yaml_blocks_served(void) { return served; }
int cardspec_yaml_cache_in_use(void) { return libyamls.free == NULL; }

static inline size_t class_size(unsigned class) { return (size_t)16 << class; }

/// The smallest class whose size is at least `size` (1 to LARGEST_SMALL).
static inline unsigned class_of(size_t size) {
    if (size <= 16) return 0;
    return (unsigned)(64 - __builtin_clzll((unsigned long long)(size - 1))) - 4;
}

static inline unsigned char *header_of(void *payload) { return (unsigned char *)payload - HEADER; }

static void *allocate_large(size_t size) {
    if (size > (size_t)-1 - HEADER) return NULL;
    unsigned char *base = malloc(size + HEADER);
    if (!base) return NULL;
    base[0] = LARGE;
    return base + HEADER;
}

static void *allocate_small(unsigned class) {
    Block *block = free_blocks[class];
    if (block) {
        free_blocks[class] = block->next;
        return block;
    }
    size_t stride = HEADER + class_size(class);
    if ((size_t)(slab_end - slab_next) < stride) {
        // What was left of the last slab (less than one block of this size) is let go.
        char *slab = malloc(SLAB);
        if (!slab) return NULL;
        slab_next = slab;
        slab_end = slab + SLAB;
    }
    unsigned char *base = (unsigned char *)slab_next;
    slab_next += stride;
    base[0] = (unsigned char)class;
    return base + HEADER;
}

void *yaml_malloc(size_t size) {
    if (libyamls.malloc) return libyamls.malloc(size);
    if (size == 0) size = 1;
    served++;
    return size <= LARGEST_SMALL ? allocate_small(class_of(size)) : allocate_large(size);
}

void yaml_free(void *pointer) {
    if (libyamls.free) return libyamls.free(pointer);
    if (!pointer) return;
    unsigned char class = header_of(pointer)[0];
    if (class == LARGE) {
        free(header_of(pointer));
        return;
    }
    Block *block = pointer;
    block->next = free_blocks[class];
    free_blocks[class] = block;
}

void *yaml_realloc(void *pointer, size_t size) {
    if (libyamls.realloc) return libyamls.realloc(pointer, size);
    if (!pointer) return yaml_malloc(size);
    if (size == 0) size = 1;
    unsigned char class = header_of(pointer)[0];
    if (class == LARGE && size > LARGEST_SMALL) {
        if (size > (size_t)-1 - HEADER) return NULL;
        unsigned char *base = realloc(header_of(pointer), size + HEADER);
        return base ? base + HEADER : NULL;
    }
    if (class != LARGE && size <= class_size(class)) return pointer;
    void *moved = yaml_malloc(size);
    if (!moved) return NULL;
    // A large block is larger than any small one, so it holds `size` bytes here.
    size_t kept = class == LARGE ? size : class_size(class);
    memcpy(moved, pointer, kept < size ? kept : size);
    yaml_free(pointer);
    return moved;
}

unsigned char *yaml_strdup(const unsigned char *text) {
    if (libyamls.strdup) return libyamls.strdup(text);
    if (!text) return NULL;
    size_t length = strlen((const char *)text) + 1;
    unsigned char *copy = yaml_malloc(length);
    if (copy) memcpy(copy, text, length);
    return copy;
}

/// `strdup` with libyaml's types, for a libyaml whose blocks are `malloc`'s.
static unsigned char *strdup_from_malloc(const unsigned char *text) {
    return text ? (unsigned char *)strdup((const char *)text) : NULL;
}

/// Whether libyaml's calls come here: a parser made and freed by libyaml allocates its
/// buffers with `yaml_malloc`. Runs before `main`, after libyaml is loaded.
__attribute__((constructor)) static void find_out_whether_libyaml_comes_here(void) {
    size_t before = served;
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return;
    yaml_parser_delete(&parser);
    if (served != before) return;
    libyamls.malloc = (void *(*)(size_t))dlsym(RTLD_NEXT, "yaml_malloc");
    libyamls.realloc = (void *(*)(void *, size_t))dlsym(RTLD_NEXT, "yaml_realloc");
    libyamls.strdup = (unsigned char *(*)(const unsigned char *))dlsym(RTLD_NEXT, "yaml_strdup");
    libyamls.free = (void (*)(void *))dlsym(RTLD_NEXT, "yaml_free");
    // Without all four (a libyaml that hides them), libyaml's own calls cannot come here
    // and cardspec's one direct call, `yaml_free`, has no other definition: libyaml's
    // blocks are `malloc`'s then.
    if (!libyamls.malloc || !libyamls.realloc || !libyamls.strdup || !libyamls.free) {
        libyamls.malloc = malloc;
        libyamls.realloc = realloc;
        libyamls.strdup = strdup_from_malloc;
        libyamls.free = free;
    }
}

#endif
