// The host view of a CUDA file for a plain C++ compiler (generator/tests/host_valid.rs): CUDA's
// execution-space and memory-space keywords are defined away, so every function body (device
// ones included) is checked as host C++; the built-ins and runtime calls the generated cases use
// are declared. What only the CUDA compiler can decide (the extended-lambda traits) is stubbed so
// that its argument is still type-checked.
#pragma once
#include <cstddef>

#define __device__
#define __global__
#define __host__
#define __shared__
#define __constant__
#define __managed__
#define __forceinline__
#define __noinline__
#define __grid_constant__
#define __launch_bounds__(...)
#define __restrict__ __restrict

enum cudaError_t { cudaSuccess = 0 };
enum cudaMemcpyKind {
  cudaMemcpyHostToHost,
  cudaMemcpyHostToDevice,
  cudaMemcpyDeviceToHost,
  cudaMemcpyDeviceToDevice,
  cudaMemcpyDefault
};
cudaError_t cudaMalloc(void **p, std::size_t n);
template <class T> cudaError_t cudaMalloc(T **p, std::size_t n);
template <class T> cudaError_t cudaMallocManaged(T **p, std::size_t n, unsigned flags = 1);
cudaError_t cudaFree(void *p);
cudaError_t cudaMemcpy(void *dst, const void *src, std::size_t n, cudaMemcpyKind kind);
template <class T>
cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, std::size_t n,
                               std::size_t offset = 0,
                               cudaMemcpyKind kind = cudaMemcpyHostToDevice);
template <class T>
cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, std::size_t n,
                                 std::size_t offset = 0,
                                 cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
cudaError_t cudaDeviceSynchronize();
cudaError_t cudaGetLastError();
const char *cudaGetErrorName(cudaError_t);
const char *cudaGetErrorString(cudaError_t);

struct uint3 {
  unsigned x, y, z;
};
struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1) : x(x), y(y), z(z) {}
};
extern const uint3 threadIdx, blockIdx;
extern const dim3 blockDim, gridDim;
constexpr int warpSize = 32;
inline void __syncthreads() {}
inline void __syncwarp(unsigned = 0xffffffffu) {}
inline void __threadfence() {}

// Known to nvcc only: the argument is type-checked, the answer is not modelled; the test turns
// the static_asserts over them into CUCONFORM_UNKNOWN_ASSERT.
#define __nv_is_extended_device_lambda_closure_type(...) (sizeof(__VA_ARGS__) > 0)
#define __nv_is_extended_host_device_lambda_closure_type(...) (sizeof(__VA_ARGS__) > 0)
#define CUCONFORM_UNKNOWN_ASSERT(c, ...) static_assert(((void)(c), true), "nvcc-only trait")
