/*---
section: "I.4.3.2"
clause: managed.no-use-before-runtime-init
description: "A managed variable read through a host lambda called inside main (the runtime can be initialized there): defined, prints the initial value."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include <cstdio>

__managed__ long ticks = 40;

int main(void) {
    auto show = [] { std::printf("%ld\n", ticks + 2); };
    show();
    return 0;
}
