/*---
section: B.1.1
clause: extensions.global-template-stub-definition
description: "Whole-program mode (-rdc=false), two TUs: a __global__ template instantiation launched in one TU and only explicitly instantiated in the other must fail to link from CUDA 13.0."
verdict: error
phase: link
flags: ["-rdc=false"]
tus: 2
diagnostics:
  - severity: error
    regex: "undefined reference|isn't defined|[Uu]ndefined"
note: "With -static-global-template-stub=true (the 13.0 default) the explicit instantiation's stub in TU 2 is internal to TU 2, so TU 1's launch refers to a symbol no object defines. nvcc also warns #20280-D at the template's declaration in TU 1; the clause does not require the warning."
---*/
template <typename T> __global__ void fill(T *p, T v);

#if CUCONFORM_TU == 1
int main() {
    fill<int><<<1, 1>>>(nullptr, 7);
    return 0;
}
#else
template <typename T> __global__ void fill(T *p, T v) {
    if (p) *p = v;
}
template __global__ void fill<int>(int *, int);
#endif
