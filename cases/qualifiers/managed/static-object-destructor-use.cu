/*---
section: "I.4.3.2"
clause: managed.no-use-after-exit
description: "A managed variable read in the destructor of a namespace-scope static object, which runs after exit() has been called: undefined."
verdict: ub
phase: run
witness:
  unobservable: "a managed variable used while the process exits: the CUDA runtime is still mapped when atexit handlers and static destructors run, so the access reads or writes ordinary memory; no tool checks teardown order"
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
