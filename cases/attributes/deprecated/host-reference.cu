/*---
section: I.4.15
clause: attr.deprecated-host-reference
description: "A reference from a __host__ function is diagnosed by the host compiler (a warning with g++)."
verdict: ok
std: c++14
revisions:
  default: {}
  werror: {verdict: error, flags: ["-Werror=deprecated-declarations"], note: "A reference from a __host__ function is an error with -Werror=deprecated-declarations (host compiler)."}
---*/
[[deprecated]] int old_host(void) { return 1; }
int use(void) {
  return old_host(); // expect-warning[default] // expect-error[werror]
}
