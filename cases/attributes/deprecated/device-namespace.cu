/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A reference through a deprecated namespace in device code gets a deprecation warning."
verdict: ok
std: c++17
revisions:
  default: {note: "Attributes on enumerators and namespaces are C++17."}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "A reference through a deprecated namespace in device code is an error with -Werror=deprecated-declarations."}
---*/
namespace [[deprecated]] old_ns { __device__ int v; }
__device__ int use(void) {
  return old_ns::v; // expect-warning[default] // expect-error[werror]
}
