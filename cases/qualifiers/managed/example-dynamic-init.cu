/*---
section: I.4.3.2
clause: managed.no-use-in-static-init
description: A managed variable is read in the dynamic initialization of an object with static storage duration.
verdict: error
tags: [example]
note: "Code of the I.4.3.2 example, split one error per case. Completed minimally: #include <cassert> for assert; the example's last line 'decltype((xxx)) zzz = yyy;' reads '= xxx' here, because yyy is the const-type error line (removed in the other cases) and an int& cannot bind a const int."
---*/
#include <cassert>

__device__ __managed__ int xxx = 10;         // OK

struct S1_t {
  int field;
  S1_t(void) : field(xxx) { };
};
struct S2_t {
  ~S2_t(void) { xxx = 10; }
};

S1_t temp1;                                 // error: use of managed variable // expect-error
                                            // (xxx) in dynamic initialization

template <int *addr> struct S3_t { };

__global__ void kern(int *ptr)
{
  assert(ptr == &xxx);                      // OK
  xxx = 20;                                 // OK
}
int main(void)
{
  int *ptr = &xxx;                          // OK
  kern<<<1,1>>>(ptr);
  cudaDeviceSynchronize();
  xxx++;                                    // OK

  decltype((xxx)) zzz = xxx;                // OK
}
