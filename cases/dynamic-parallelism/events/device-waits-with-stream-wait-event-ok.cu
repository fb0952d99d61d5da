/*---
section: "D.3.1.3"
clause: dp.events.unsupported-apis
description: "Instead of cudaEventSynchronize()/cudaEventQuery(), a kernel orders two device streams with the supported cudaEventRecord() + cudaStreamWaitEvent() pair."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void produce(int *x) { x[0] = 3; }
__global__ void consume(int *x) { x[1] = x[0] * 2; }

__global__ void parent(int *x) {
    cudaStream_t a, b;
    cudaEvent_t done;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    produce<<<1, 1, 0, a>>>(x);
    cudaEventRecord(done, a);
    cudaStreamWaitEvent(b, done, 0);
    consume<<<1, 1, 0, b>>>(x);
    cudaEventDestroy(done);
    cudaStreamDestroy(a);
    cudaStreamDestroy(b);
}
