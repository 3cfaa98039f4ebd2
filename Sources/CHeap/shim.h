#ifndef CARDSPEC_CHEAP_SHIM_H
#define CARDSPEC_CHEAP_SHIM_H
// The C library's heap settings (`mallopt`), which Swift's Glibc module does not bring in.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#endif
