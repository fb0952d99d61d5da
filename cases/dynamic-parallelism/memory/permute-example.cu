/*---
section: "D.3.1.6.3"
clause: dp.shared-decl.both-valid
description: "The guide's permute example: a kernel with extern __shared__ memory recursively launches itself with the dynamic shared memory size in the launch configuration."
verdict: ok
phase: link
flags: ["-rdc=true", "-lcudadevrt"]
tags: [example]
requires:
  features: [cdp]
note: "permute_data (not given by the guide) is completed as a reversal, and main() added. Kept at phase link: as printed, the children run 256 threads over n/2 ints of dynamic shared memory, so running it would index shared memory out of bounds; corrected-permute runs a fixed version."
---*/
__device__ void permute_data(int *smem, int n) {
   if (threadIdx.x == 0)
       for (int i = 0; i < n / 2; ++i) {
           int t = smem[i];
           smem[i] = smem[n - 1 - i];
           smem[n - 1 - i] = t;
       }
}

__global__ void permute(int n, int *data) {
   extern __shared__ int smem[];
   if (n <= 1)
       return;

   smem[threadIdx.x] = data[threadIdx.x];
   __syncthreads();

   permute_data(smem, n);
   __syncthreads();

   // Write back to GMEM since we can't pass SMEM to children.
   data[threadIdx.x] = smem[threadIdx.x];
   __syncthreads();

   if (threadIdx.x == 0) {
       permute<<< 1, 256, n/2*sizeof(int) >>>(n/2, data);
       permute<<< 1, 256, n/2*sizeof(int) >>>(n/2, data+n/2);
   }
}

void host_launch(int *data) {
    permute<<< 1, 256, 256*sizeof(int) >>>(256, data);
}

int main() {
    int *data;
    cudaMalloc(&data, 256 * sizeof(int));
    host_launch(data);
    return cudaDeviceSynchronize() != cudaSuccess;
}
