/*---
section: "D.2.2.1.3"
clause: dp.constant.immutable
description: "Device code reads a __constant__ struct and array into local copies and modifies the copies before passing them to a child: the constants themselves are never written."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
struct Coeffs { float scale; float bias; };

__constant__ Coeffs c_coeffs = {2.0f, 1.0f};
__constant__ int c_table[4] = {1, 2, 3, 4};

__global__ void child(Coeffs k, int t, float *out) { *out = k.scale * t + k.bias; }

__global__ void parent(float *out) {
    Coeffs local = c_coeffs;   // a copy in local memory
    local.scale *= 0.5f;       // modifying the copy, not the constant
    int t = c_table[threadIdx.x & 3];
    t += 10;
    child<<<1, 1>>>(local, t, out + threadIdx.x);
}
