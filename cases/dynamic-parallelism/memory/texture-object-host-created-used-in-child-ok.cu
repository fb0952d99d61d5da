/*---
section: "D.3.1.6.2"
clause: dp.texture.no-device-create
description: "A texture object is created and destroyed by a host helper; device code only receives the handle as a kernel argument, forwards it to a child and fetches through it."
verdict: ok
phase: link
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
#include "cuconform.h"

__global__ void child(cudaTextureObject_t tex, float *out) {
    out[threadIdx.x] = tex1Dfetch<float>(tex, threadIdx.x);
}

__global__ void parent(cudaTextureObject_t tex, float *out) { child<<<1, 8>>>(tex, out); }

struct TexHolder {
    cudaTextureObject_t tex = 0;
    explicit TexHolder(float *buf, size_t n) {
        cudaResourceDesc rd = {};
        rd.resType = cudaResourceTypeLinear;
        rd.res.linear.devPtr = buf;
        rd.res.linear.desc = cudaCreateChannelDesc<float>();
        rd.res.linear.sizeInBytes = n * sizeof(float);
        cudaTextureDesc td = {};
        td.readMode = cudaReadModeElementType;
        CC_CHECK(cudaCreateTextureObject(&tex, &rd, &td, nullptr));
    }
    ~TexHolder() { cudaDestroyTextureObject(tex); }
};

int main() {
    float *buf, *out;
    CC_CHECK(cudaMalloc(&buf, 8 * sizeof(float)));
    CC_CHECK(cudaMalloc(&out, 8 * sizeof(float)));
    TexHolder holder(buf, 8);
    parent<<<1, 1>>>(holder.tex, out);
    CC_SYNC();
    return 0;
}
