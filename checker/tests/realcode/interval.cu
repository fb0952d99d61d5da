// Real-code-shaped seed for the fuzz test (written for this repository): a C-style sample with
// host and device variants of the same templates, __constant__ tables and dynamic shared memory.
#include <cstdio>
#include <cstdlib>
#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); exit(1); } } while (0)
enum { THREADS = 128, DEPTH = 4 };
struct Table { float* ptr; int n; };
__constant__ Table d_tables[4];
template <class T> struct gpu_iv { T lo, hi; };
template <class T> struct cpu_iv { T lo, hi; };
template <class T> inline __device__ gpu_iv<T> square(gpu_iv<T> const& x) { return {x.lo * x.lo, x.hi * x.hi}; }
template <class T> inline cpu_iv<T> square(cpu_iv<T> const& x) { return {x.lo * x.lo, x.hi * x.hi}; }
template <class I> I f_cpu(I const& x) { return square(x); }
template <class I> __device__ I f_gpu(I const& x) { return square(x); }
extern __shared__ float dyn[];
__global__ void fill(int which, float v) {
  const int i = blockIdx.x * THREADS + threadIdx.x;
  dyn[threadIdx.x] = v;
  __syncthreads();
  if (i < d_tables[which].n) { d_tables[which].ptr[i] = dyn[(threadIdx.x + 1) % THREADS]; }
  gpu_iv<float> g{v, v};
  g = f_gpu(g);
  (void)g;
}
int main() {
  cpu_iv<float> c{1.0f, 2.0f};
  c = f_cpu(c);
  Table h[4] = {};
  CHECK(cudaMemcpyToSymbol(d_tables, h, sizeof(h)));
  fill<<<1, THREADS, THREADS * sizeof(float)>>>(0, c.lo);
  CHECK(cudaDeviceSynchronize());
  return 0;
}
