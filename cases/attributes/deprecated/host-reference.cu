/*---
section: I.4.15
clause: attr.deprecated-host-reference
description: "A reference from a __host__ function is diagnosed by the host compiler (a warning with g++)."
verdict: ok
std: c++14
---*/
[[deprecated]] int old_host(void) { return 1; }
int use(void) {
  return old_host(); // expect-warning
}
