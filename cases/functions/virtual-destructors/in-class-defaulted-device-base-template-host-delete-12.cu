/*---
section: "I.4.9.2"
clause: function.virtual-dtor-override-space-defaulted-in-class
description: "A class template whose implicit destructor overrides virtual __device__ ~Base() = default is __device__; deleting a specialization in host code needs the __device__-only destructor and must be rejected."
verdict: error
note: "As in-class-defaulted-device-base-used-in-host-12.cu: the diagnostic may land on the base destructor, the implicit destructor (the class head) or the host use."
---*/
struct Base {
    virtual __device__ ~Base() = default; // expect-error-any(dtor)
};
template <typename T> struct Holder : Base { // expect-error-any(dtor)
    T v;
};

void host_fn(Holder<int> *h) {
    delete h; // expect-error-any(dtor)
}
