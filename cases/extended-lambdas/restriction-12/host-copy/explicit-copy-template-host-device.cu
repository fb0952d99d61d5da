/*---
section: "I.6.2"
clause: xlambda.restriction-12.host-copy
description: "A captured class template specialization with an explicit copy constructor cannot be captured by an extended __host__ __device__ lambda."
verdict: error
flags: ["--extended-lambda"]
note: "As explicit-copy-constructor.cu: read as requiring copy-initialization of the captured type on the host."
---*/
template <typename T> struct Strict {
    T v;
    __host__ __device__ Strict(T x) : v(x) {}
    __host__ __device__ explicit Strict(const Strict &o) : v(o.v) {}
};

void host_fn(void) {
    Strict<int> s(4);
    auto lam = [s] __host__ __device__ { return s.v; }; // expect-error
    (void)lam;
}
