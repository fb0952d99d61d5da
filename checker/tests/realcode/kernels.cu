// Real-code-shaped seed for the fuzz test (written for this repository): kernels in the style of
// a vector-search / inference library (space macros, launch bounds, warp shuffles, lambdas).
#include "numeric.cuh"
#ifndef __host__
#define __host__
#define __device__
#endif
#define LIB_KERNEL __global__ static
namespace lib::detail {
template <typename T>
inline __device__ void assign(bool a, T& x, T y) { x = a ? y : x; }
template <typename K, int L, bool Dir>
inline __device__ void merge(K& k) {
  static_assert((L & (L - 1)) == 0, "L must be a power of 2");
  K other = __shfl_xor_sync(0xffffffffu, k, L);
  bool small = !(threadIdx.x & L);
  if (Dir) { assign(small ? k < other : k > other, k, other); }
}
static constexpr __device__ int warp_size() { return 32; }
template <int I, int J> struct tile {
  static constexpr int ne = I * J / warp_size();
  float x[ne];
};
template <int BlockDim, typename IdxT>
__launch_bounds__(BlockDim) LIB_KERNEL void post(IdxT* out, const uint32_t* in, uint32_t n) {
  __shared__ float buf[BlockDim];
  const uint64_t i = threadIdx.x + BlockDim * uint64_t(blockIdx.x);
  if (i >= n) { return; }
  tile<32, 8> t;
  t.x[0] = float(in[i]);
  buf[threadIdx.x] = t.x[0];
  __syncthreads();
  uint32_t k = in[i];
  merge<uint32_t, 2, true>(k);
  lib::numeric::Array<float, 4> a;
  LIB_PRAGMA_UNROLL
  for (size_t j = 0; j < a.size(); ++j) { a[j] = buf[(threadIdx.x + j) % BlockDim]; }
  out[i] = static_cast<IdxT>(a[0] + float(k));
}
}  // namespace lib::detail
template <typename F>
void for_each(int n, F f) { (void)n; (void)f; }
int run(int64_t* out, const uint32_t* in, uint32_t n, cudaStream_t stream) {
  constexpr int kBlock = 256;
  lib::detail::post<kBlock, int64_t><<<(n + kBlock - 1) / kBlock, kBlock, 0, stream>>>(out, in, n);
  float scale = 2.0f;
  for_each(int(n), [=] __device__(int i) { out[i] = int64_t(float(in[i]) * scale); });
  return 0;
}
