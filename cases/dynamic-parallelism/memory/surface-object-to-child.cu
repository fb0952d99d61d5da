/*---
section: "D.3.1.6.2"
clause: dp.texture.objects
description: "A surface object created on the host over a CUDA array is passed to a child, which writes it with surf2Dwrite(); the host reads the array back."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 11 22 33 1 12 23 34\n"
---*/
#include "cuconform.h"

__global__ void child(cudaSurfaceObject_t s) {
    surf2Dwrite(int(threadIdx.x * 11 + threadIdx.y), s, threadIdx.x * (int)sizeof(int), threadIdx.y);
}

__global__ void parent(cudaSurfaceObject_t s) { child<<<1, dim3(4, 2)>>>(s); }

int main() {
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<int>();
    cudaArray_t arr;
    CC_CHECK(cudaMallocArray(&arr, &desc, 4, 2, cudaArraySurfaceLoadStore));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = arr;
    cudaSurfaceObject_t s;
    CC_CHECK(cudaCreateSurfaceObject(&s, &res));
    parent<<<1, 1>>>(s);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy2DFromArray(h, 4 * sizeof(int), arr, 0, 0, 4 * sizeof(int), 2, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
