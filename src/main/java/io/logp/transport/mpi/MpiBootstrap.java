package io.logp.transport.mpi;

import io.logp.data.RankPlacement;
import io.logp.transport.Bootstrap;
import java.nio.ByteBuffer;
import java.util.List;

/** The bootstrap of a transport below MPI over MPI's COMM_WORLD: its placement, an exchange of addresses, barriers. */
public final class MpiBootstrap implements Bootstrap {

    private final MpiCalls mpi;
    private final int rank;
    private final int size;
    private final List<RankPlacement> placement;

    /** Collective: every rank must call it. */
    public MpiBootstrap(MpiCalls mpi) {
        this.mpi = mpi;
        this.rank = mpi.rank(MpiCalls.COMM_WORLD);
        this.size = mpi.size(MpiCalls.COMM_WORLD);
        this.placement = Placement.gather(mpi, MpiCalls.COMM_WORLD);
    }

    @Override
    public int rank() {
        return rank;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public List<RankPlacement> placement() {
        return placement;
    }

    @Override
    public byte[][] allGather(byte[] mine) {
        // Lengths first, then every address in a slot as long as the longest.
        ByteBuffer length = MpiTransport.buffer(8).putLong(0, mine.length);
        ByteBuffer lengths = MpiTransport.buffer(8 * size);
        mpi.allGather(MpiCalls.COMM_WORLD, mpi.buffer(length), mpi.buffer(lengths), 1, MpiCalls.Type.LONG);
        int slot = 1;
        for (int r = 0; r < size; r++) slot = Math.max(slot, (int) lengths.getLong(8 * r));
        ByteBuffer send = MpiTransport.buffer(slot).put(0, mine);
        ByteBuffer receive = MpiTransport.buffer(slot * size);
        mpi.allGather(MpiCalls.COMM_WORLD, mpi.buffer(send), mpi.buffer(receive), slot, MpiCalls.Type.BYTE);
        byte[][] all = new byte[size][];
        for (int r = 0; r < size; r++) {
            all[r] = new byte[(int) lengths.getLong(8 * r)];
            receive.get(r * slot, all[r]);
        }
        return all;
    }

    @Override
    public void barrier() {
        mpi.barrier(MpiCalls.COMM_WORLD);
    }
}
