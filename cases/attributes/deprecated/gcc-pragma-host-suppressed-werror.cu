/*---
section: I.4.15
clause: attr.deprecated-gcc-pragma
description: "#pragma GCC diagnostic ignored silences the host compiler's diagnostic: a host reference compiles even with -Werror=deprecated-declarations."
verdict: ok
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
[[deprecated]] int old_host(void) { return 1; }
int use(void) { return old_host(); }
