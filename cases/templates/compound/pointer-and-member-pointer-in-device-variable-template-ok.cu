/*---
section: "I.4.11"
clause: template.arg-compound
description: "A pointer to a type defined at namespace scope and a pointer-to-member of a public member class used in __device__ variable template arguments."
verdict: ok
std: c++14
---*/
struct Outer {
    struct Inner {
        int v;
    };
};
struct Plain {
    int a;
};

template <typename T> __device__ T slot{};

__global__ void kern(int *out) {
    slot<Outer::Inner *> = nullptr;
    slot<int Plain::*> = &Plain::a;
    *out = slot<Outer::Inner *> == nullptr;
}
