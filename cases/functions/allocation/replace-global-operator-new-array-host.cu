/*---
section: I.4.9.8
clause: function.no-replace-allocation
description: "A host replacement of the global operator new[] and operator delete[] (valid ISO C++: it never returns null) in a CUDA translation unit, used from main."
verdict: ub
phase: link
tags: [beyond-guide]
witness:
  unobservable: "the guide makes the replacement undefined on the host too; the program builds, and any behaviour of it conforms"
---*/
#include <cstddef>
#include <cstdlib>

void *operator new[](std::size_t n) {
    if (void *p = std::malloc(n ? n : 1)) return p;
    std::abort();
}
void operator delete[](void *p) noexcept { std::free(p); }

int main() {
    int *a = new int[4];
    a[0] = 1;
    int r = a[0] - 1;
    delete[] a;
    return r;
}
