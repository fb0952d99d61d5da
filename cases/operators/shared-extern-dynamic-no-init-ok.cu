/*---
section: "I.4.5.1"
clause: operator.shared-no-initializer
description: "An extern __shared__ array and a block-scope __shared__ struct without initializers, filled by assignment after the declaration."
verdict: ok
---*/
struct Stats {
    int count;
    float sum;
};

__global__ void kern(float *out) {
    extern __shared__ float dyn[];
    __shared__ Stats st;
    if (threadIdx.x == 0) {
        st.count = 0;
        st.sum = 0.0f;
    }
    dyn[threadIdx.x] = 1.0f;
    __syncthreads();
    atomicAdd(&st.sum, dyn[threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0) *out = st.sum;
}
