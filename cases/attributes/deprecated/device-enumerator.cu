/*---
section: I.4.15
clause: attr.deprecated-device-diagnostic
description: "A use of a deprecated enumerator in device code gets a deprecation warning."
verdict: ok
std: c++17
revisions:
  default: {note: "Attributes on enumerators and namespaces are C++17."}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "A use of a deprecated enumerator in device code is an error with -Werror=deprecated-declarations."}
---*/
enum Mode { fast, slow [[deprecated]] };
__device__ int use(void) {
  return slow; // expect-warning[default] // expect-error[werror]
}
