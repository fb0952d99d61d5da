/*---
section: "D.3.1.8"
clause: dp.api.host-only
description: "Every function of the device runtime API table (other than the deprecated cudaDeviceSynchronize and the launch APIs) called from one kernel compiles and links."
verdict: ok
phase: link
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
__global__ void target() { }

struct Smem { __host__ __device__ size_t operator()(int b) const { return 0; } };

__global__ void all_apis(int *buf) {
    cudaFuncCache cc; size_t lim; int v, g, b;
    cudaDeviceGetCacheConfig(&cc);
    cudaDeviceGetLimit(&lim, cudaLimitStackSize);
    cudaGetLastError();
    cudaPeekAtLastError();
    const char *msg = cudaGetErrorString(cudaSuccess); (void)msg;
    cudaGetDeviceCount(&v);
    cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0);
    cudaGetDevice(&v);
    cudaStream_t s; cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    cudaEventRecord(e, s);
    cudaStreamWaitEvent(s, e, 0);
    cudaEventDestroy(e);
    cudaFuncAttributes fa;
    cudaFuncGetAttributes(&fa, (const void *)target);
    cudaMemcpyAsync(buf, buf + 4, 16, cudaMemcpyDeviceToDevice, s);
    cudaMemcpy2DAsync(buf, 16, buf + 4, 16, 16, 1, cudaMemcpyDeviceToDevice, s);
    cudaMemcpy3DParms p = {};
    cudaMemcpy3DAsync(&p, s);
    cudaMemsetAsync(buf, 0, 16, s);
    cudaMemset2DAsync(buf, 16, 0, 16, 1, s);
    cudaPitchedPtr pp = {}; cudaExtent ex = {};
    cudaMemset3DAsync(pp, 0, ex, s);
    cudaRuntimeGetVersion(&v);
    void *m;
    cudaMalloc(&m, 16);
    cudaFree(m);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&v, (const void *)target, 32, 0);
    cudaOccupancyMaxPotentialBlockSize(&g, &b, target, 0, 0);
    cudaOccupancyMaxPotentialBlockSizeVariableSMem(&g, &b, target, Smem(), 0);
    cudaStreamDestroy(s);
}

int main() { return 0; }
