#ifndef CARDSPEC_CYAML_SHIM_H
#define CARDSPEC_CYAML_SHIM_H
// Debian's libyaml-dev (pkg-config yaml-0.1); cardspec vendors no C.
#include <yaml.h>
#endif
