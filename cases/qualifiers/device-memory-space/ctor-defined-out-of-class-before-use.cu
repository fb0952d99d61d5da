/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.defined
description: "A constructor declared in the class and defined, empty, out of class before the __managed__ variable: defined at that point, so empty."
verdict: ok
---*/
struct S {
    int v;
    __host__ __device__ S();
};

__host__ __device__ S::S() {}

__managed__ S m;
