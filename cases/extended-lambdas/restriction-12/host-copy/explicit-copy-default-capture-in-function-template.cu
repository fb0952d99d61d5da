/*---
section: "I.6.2"
clause: xlambda.restriction-12.host-copy
description: "A class with an explicit copy constructor captured implicitly ([=]) by an extended __device__ lambda in an instantiated host function template is rejected."
verdict: error
flags: ["--extended-lambda"]
note: "As explicit-copy-constructor.cu: the captured type must be copy-constructible by copy-initialization on the host; here it is captured by a default capture in a function template."
---*/
struct Key {
    int k;
    Key(int x) : k(x) {}
    explicit Key(const Key &o) : k(o.k) {}
};

template <typename T> int host_fn(T scale) {
    Key key(5);
    auto lam = [=] __device__ { return key.k * scale; }; // expect-error
    (void)lam;
    return 0;
}

template int host_fn<int>(int);
