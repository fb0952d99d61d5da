/*---
section: I.4.15
clause: attr.deprecated-host-reference
description: "A reference from a __host__ function is an error with -Werror=deprecated-declarations (host compiler)."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] int old_host(void) { return 1; }
int use(void) {
  return old_host(); // expect-error
}
