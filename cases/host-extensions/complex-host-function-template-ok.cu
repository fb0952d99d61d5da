/*---
section: "I.4.1"
clause: hostext.complex-host-only
description: "A host function template instantiated with _Complex float computes on the host and hands two floats to a kernel: _Complex never reaches device code."
verdict: ok
---*/
template <typename C> float magnitude2(C z) { return __real__ z * __real__ z + __imag__ z * __imag__ z; }

__global__ void store(float *out, float v) { *out = v; }

void run(float *d) {
    _Complex float z;
    __real__ z = 3.0f;
    __imag__ z = 4.0f;
    store<<<1, 1>>>(d, magnitude2(z));
}
