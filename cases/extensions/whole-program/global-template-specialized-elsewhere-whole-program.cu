/*---
section: B.1.1
clause: extensions.global-template-stub-definition
description: "Whole-program mode, two TUs: an explicit specialization of a __global__ template is declared and launched in one TU and defined in the other; from CUDA 13.0 this must fail to link."
verdict: error
phase: link
flags: ["-rdc=false"]
tus: 2
diagnostics:
  - severity: error
    regex: "undefined reference|isn't defined|[Uu]ndefined"
note: "The rule names specializations as well as instantiations: the specialization's stub is internal to the TU that defines it."
---*/
template <typename T> __global__ void scale(T *p, int n);
template <> __global__ void scale<float>(float *p, int n);

#if CUCONFORM_TU == 1
void run_scale(float *d) { scale<float><<<1, 32>>>(d, 0); }

int main() {
    run_scale(nullptr);
    return 0;
}
#else
template <> __global__ void scale<float>(float *p, int n) {
    if (threadIdx.x < n) p[threadIdx.x] *= 2.0f;
}
#endif
