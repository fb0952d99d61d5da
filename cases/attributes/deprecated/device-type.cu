/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A use of a deprecated class type in device code gets a deprecation warning."
verdict: ok
std: c++14
revisions:
  default: {}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "A use of a deprecated class type in device code is an error with -Werror=deprecated-declarations."}
---*/
struct [[deprecated]] OldT { int x; };
__device__ int use(void) {
  OldT t{1}; // expect-warning[default] // expect-error[werror]
  return t.x;
}
