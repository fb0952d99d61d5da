/*---
section: B.1.1
clause: extensions.global-template-stub-definition
description: "Whole-program mode, two TUs: the launching TU sees the __global__ template's definition but suppresses the instantiation with an explicit instantiation declaration (extern template); the instantiation is defined only in the other TU, so from CUDA 13.0 the link must fail."
verdict: error
phase: link
flags: ["-rdc=false"]
tus: 2
diagnostics:
  - severity: error
    regex: "undefined reference|isn't defined|[Uu]ndefined"
note: "The definition of the template is visible, but `extern template` means the instantiation's definition (and with -static-global-template-stub=true its internal stub) lives in TU 2 only. nvcc 13.5 also warns #20278-D (extern __global__ template not supported in whole-program mode) and #20280-D; the clause requires the link failure only."
---*/
template <typename T> __global__ void fill(T *p, T v) {
    if (p) *p = v;
}

#if CUCONFORM_TU == 1
extern template __global__ void fill<int>(int *, int);

int main() {
    fill<int><<<1, 1>>>(nullptr, 7);
    return 0;
}
#else
template __global__ void fill<int>(int *, int);
#endif
