#ifndef CARDSPEC_CYAML_SHIM_H
#define CARDSPEC_CYAML_SHIM_H
// Debian's libyaml-dev (pkg-config yaml-0.1); cardspec vendors no C.
#include <yaml.h>

// libyaml's own deallocator: exported by the library (api.c) but declared only in its
// private header. The tree builder frees a scalar event's strings with it directly,
// without yaml_event_delete's switch over every event type.
void yaml_free(void *ptr);
#endif
