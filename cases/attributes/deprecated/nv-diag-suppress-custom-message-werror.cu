/*---
section: I.4.15
clause: attr.deprecated-nv-diag-suppress
description: "#pragma nv_diag_suppress deprecated_entity_with_custom_message silences the diagnostic for [[deprecated(\"msg\")]]."
verdict: ok
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
#pragma nv_diag_suppress deprecated_entity_with_custom_message
[[deprecated("use new_fn")]] __device__ int old_fn(void) { return 1; }
__device__ int use(void) { return old_fn(); }
