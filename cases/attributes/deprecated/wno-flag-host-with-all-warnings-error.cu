/*---
section: I.4.15
clause: attr.deprecated-flags
description: "-Wno-deprecated-declarations suppresses the host compiler's deprecation warnings too: with -Werror all-warnings a host reference compiles."
verdict: ok
std: c++14
flags: ["-Wno-deprecated-declarations", "-Werror", "all-warnings"]
---*/
[[deprecated]] int old_host(void) { return 1; }
int use(void) { return old_host(); }
