/*---
section: "I.4.3.2"
clause: managed.no-use-after-exit
description: "A managed variable read in the destructor of a namespace-scope static object, which runs after exit() has been called: undefined."
verdict: ub
phase: run
note: "Destructors of static-storage objects run during exit(), like the guide's __attribute__((destructor)) example."
---*/
#include <cstdio>

__managed__ int events = 3;

struct Reporter {
    ~Reporter() { std::printf("%d\n", events); }
};
static Reporter reporter;

int main(void) {
    events = 4;
    return 0;
}
