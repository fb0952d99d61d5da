/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference through a deprecated namespace in device code gets a deprecation warning."
verdict: ok
std: c++17
note: "Attributes on enumerators and namespaces are C++17."
---*/
namespace [[deprecated]] old_ns { __device__ int v; }
__device__ int use(void) {
  return old_ns::v; // expect-warning
}
