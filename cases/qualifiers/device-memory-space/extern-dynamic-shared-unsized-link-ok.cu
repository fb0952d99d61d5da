/*---
section: "I.4.3.1"
clause: memspace.extern-missing-definition
description: "An extern __shared__ array of unknown size (dynamically allocated shared memory) has no definition anywhere, which the rule exempts: the separate-compilation link succeeds."
verdict: ok
phase: link
flags: ["-rdc=true"]
requires:
  rdc: true
---*/
extern __shared__ float dyn[];

__global__ void kern(float *out) {
    dyn[threadIdx.x] = 1.0f;
    __syncthreads();
    out[threadIdx.x] = dyn[(threadIdx.x + 1) % blockDim.x];
}

int main(void) {
    kern<<<1, 32, 32 * sizeof(float)>>>(nullptr);
    return 0;
}
